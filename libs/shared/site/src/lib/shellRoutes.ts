/**
 * The route modules every brand's route table holds besides the pages of the registry (`pages.ts`): the placeholder of
 * a page without a module, the language action, the translations files, Google sign-in's callback, the panel's
 * edit-profile redirect and `*`. Each a subpath its lib's `package.json` `exports` lists (`tools/config/brand-routes.ts`
 * finds the file there).
 */
export const shellRouteModules = {
  comingSoon: '@casino/shell/routes/coming-soon',
  setLocale: '@casino/shell/routes/set-locale',
  translations: '@casino/shell/routes/locales',
  googleCallback: '@casino/auth-feature/routes/google-callback',
  editProfileToAccount: '@casino/shell/routes/to-account',
  catchAll: '@casino/brand-app/routes/catch-all',
} as const;
