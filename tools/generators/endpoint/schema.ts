/** Options of `nx g @casino/tools:endpoint` (schema.json). */
export interface EndpointGeneratorSchema {
  name: string;
  project: string;
  mutation?: boolean;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path?: string;
  auth?: 'required' | 'optional' | 'none';
  area?: string;
  backendRoutes?: string;
}
