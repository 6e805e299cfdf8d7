import { installJourney, a11yJourney, lobbyJourney, rewardsJourney, cashierJourney, responsibleGamingJourney, accountJourney, tournamentsJourney, referralJourney, authJourney, dataJourney, resilienceJourney, securityJourney, consentJourney, geoJourney, homeBudget, pageUrlsJourney, platformJourney, sessionJourney, smokeJourney, startupChecks, googleJourney, chatJourney } from '@casino/e2e-journeys';

const brand = { id: 'panel', name: 'Panel Casino', navigationSystem: 'panel' } as const;

smokeJourney(brand);
homeBudget(brand.name);
startupChecks(brand.id);
platformJourney(brand.name, brand.navigationSystem, brand.id);
sessionJourney(brand.name);
consentJourney(brand.id, brand.name);
geoJourney(brand.id, brand.name);
pageUrlsJourney(brand);
authJourney({ ...brand, editProfilePath: '/account' });
googleJourney(brand);
dataJourney({ ...brand, editProfilePath: '/account' });
securityJourney({ ...brand, editProfilePath: '/account' });
a11yJourney(brand);
resilienceJourney({ ...brand, editProfilePath: '/account' });
lobbyJourney(brand);
rewardsJourney(brand);
cashierJourney(brand);
responsibleGamingJourney(brand);
accountJourney({ ...brand, verifyPath: '/account/verification' });
tournamentsJourney(brand);
referralJourney(brand);
chatJourney(brand);
installJourney(brand);
