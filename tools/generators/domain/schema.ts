/** Options of `nx g @casino/tools:domain` (schema.json). */
export interface DomainGeneratorSchema {
  name: string;
  ui?: boolean;
  page?: string;
  path?: string;
  audience?: 'anyone' | 'player';
  title?: string;
  titleAr?: string;
}
