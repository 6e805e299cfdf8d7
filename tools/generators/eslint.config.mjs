import baseConfig from '../../eslint.config.mjs';

// The templates under brand/files are not code of this project (they become code of the generated brand).
export default [...baseConfig, { ignores: ['**/files/**'] }];
