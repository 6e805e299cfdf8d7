import { describeWebManifest } from '@casino/pwa-feature/testing';
import { loader } from './pwa';

describeWebManifest('royale', loader);
