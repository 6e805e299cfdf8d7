/** Options of `nx g @casino/tools:page` (schema.json). */
export interface PageGeneratorSchema {
  name: string;
  project: string;
  path?: string;
  audience?: 'anyone' | 'player';
  title?: string;
  description?: string;
  titleAr?: string;
  descriptionAr?: string;
}
