import { useAuthState } from "../hooks/use-auth";

/**
 * The account's email as a hidden username field, so password managers know which saved login a
 * password form belongs to (browsers ask for one in every password form).
 */
export function AccountNameField() {
  const user = useAuthState((auth) => auth.user);
  return <input type="email" name="username" autoComplete="username" value={user?.email ?? ""} readOnly hidden />;
}
