import { allJourneys } from '@casino/e2e-journeys';

allJourneys({
  id: 'curacao',
  name: 'Curaçao Casino',
  navigationSystem: 'basic',
  editProfilePath: '/profile/edit-profile',
  verifyPath: '/profile/verify',
});
