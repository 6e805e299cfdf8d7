import { describeBrand } from '@casino/design-system/testing';
import * as brandLib from '../index';

describeBrand(brandLib, { id: 'royale', navigationSystem: 'basic' });
