import { allJourneys } from '@casino/e2e-journeys';

allJourneys({
  id: 'panel',
  name: 'Panel Casino',
  navigationSystem: 'panel',
  editProfilePath: '/account',
  verifyPath: '/account/verification',
});
