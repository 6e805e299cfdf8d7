import { readLastLogin, type LastLogin } from '@casino/session';
import { useEffect, useState } from 'react';

/** The previous login the login answer gave, kept in this browser: read after hydration (the server has no such record). */
export function useLastLogin(): LastLogin | undefined {
  const [lastLogin, setLastLogin] = useState<LastLogin>();
  useEffect(() => setLastLogin(readLastLogin()), []);
  return lastLogin;
}
