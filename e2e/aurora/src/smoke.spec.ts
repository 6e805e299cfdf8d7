import { allJourneys } from '@casino/e2e-journeys';

allJourneys({
  id: 'aurora',
  name: 'Aurora Casino',
  navigationSystem: 'basic',
  editProfilePath: '/profile/edit-profile',
  verifyPath: '/profile/verify',
});
