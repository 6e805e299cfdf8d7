export {
  YEAR_IN_SECONDS,
  readCookie,
  writeCookie,
  removeCookie,
  readLocal,
  writeLocal,
  removeLocal,
  rememberForAYear,
  readRemembered,
  forget,
} from './lib/storage';
