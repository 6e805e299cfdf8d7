// The browser's entry: every brand hydrates the same way (see hydrateBrandApp).
import { hydrateBrandApp } from '@casino/brand-app';
import { theme } from '@casino/brand-curacao';

hydrateBrandApp(theme);
