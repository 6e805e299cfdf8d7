import { installJourney, a11yJourney, lobbyJourney, rewardsJourney, cashierJourney, responsibleGamingJourney, accountJourney, tournamentsJourney, referralJourney, authJourney, dataJourney, resilienceJourney, securityJourney, consentJourney, geoJourney, homeBudget, pageUrlsJourney, platformJourney, sessionJourney, smokeJourney, startupChecks, googleJourney, chatJourney } from '@casino/e2e-journeys';

const brand = { id: 'aurora', name: 'Aurora Casino', navigationSystem: 'basic' } as const;

smokeJourney(brand);
homeBudget(brand.name);
startupChecks(brand.id);
platformJourney(brand.name, brand.navigationSystem, brand.id);
sessionJourney(brand.name);
consentJourney(brand.id, brand.name);
geoJourney(brand.id, brand.name);
pageUrlsJourney(brand);
authJourney({ ...brand, editProfilePath: '/profile/edit-profile' });
googleJourney(brand);
dataJourney({ ...brand, editProfilePath: '/profile/edit-profile' });
securityJourney({ ...brand, editProfilePath: '/profile/edit-profile' });
a11yJourney(brand);
resilienceJourney({ ...brand, editProfilePath: '/profile/edit-profile' });
lobbyJourney(brand);
rewardsJourney(brand);
cashierJourney(brand);
responsibleGamingJourney(brand);
accountJourney({ ...brand, verifyPath: '/profile/verify' });
tournamentsJourney(brand);
referralJourney(brand);
chatJourney(brand);
installJourney(brand);
