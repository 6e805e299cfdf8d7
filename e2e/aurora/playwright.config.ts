import { brandE2eConfig } from '../shared/src/config.ts';

export default brandE2eConfig({ brandId: 'aurora', port: 4404 });
