/** Options of `nx g @casino/tools:brand` (schema.json). */
export interface BrandGeneratorSchema {
  name: string;
  navigation?: 'basic' | 'panel';
  displayName?: string;
}
