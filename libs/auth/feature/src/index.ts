// The lib's code is loaded lazily: the modals from `@casino/auth-feature/modals`, the edit-profile page from
// `@casino/auth-feature/routes/edit-profile`, the profile pages from `@casino/auth-feature/routes/profile`. What other libs may use without loading the forms:
export { isPlaceholderEmail, PLACEHOLDER_EMAIL_DOMAIN } from './lib/forms/bodies';
