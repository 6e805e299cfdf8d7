import { allJourneys } from '@casino/e2e-journeys';

allJourneys({
  id: 'royale',
  name: 'Royale Casino',
  navigationSystem: 'basic',
  editProfilePath: '/profile/edit-profile',
  verifyPath: '/profile/verify',
  strictPassword: true,
  afterRegistrationRedirect: '/deposit',
});
