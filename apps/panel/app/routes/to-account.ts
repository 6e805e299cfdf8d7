// Panel layout: the edit-profile page lives at /account (account-shell spec section 2).
export { editProfileToAccountLoader as loader } from '@casino/shell';
