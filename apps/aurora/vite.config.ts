import { brandAppViteConfig } from '../../tools/config/vite.app.ts';

export default brandAppViteConfig({ dirname: import.meta.dirname, brandId: 'aurora' });
