import { homeBudget, smokeJourney } from '@casino/e2e-journeys';

const brand = { id: 'panel', name: 'Panel Casino', navigationSystem: 'panel' } as const;

smokeJourney(brand);
homeBudget(brand.name);
