import type { UserType } from "../../core/userType.ts";
import { Button } from "../Button.tsx";

export interface ProfileProps {
  readonly name: string | null;
  readonly email: string | null;
  readonly userType: UserType;
  readonly onLogout: () => void;
}

/** My Account. */
export function Profile({ name, email, userType, onLogout }: ProfileProps) {
  return (
    <div className="container account-card">
      <h1 className="page-title">My Account</h1>
      <dl>
        <dt>Name</dt>
        <dd>{name ?? "—"}</dd>
        <dt>E-mail</dt>
        <dd>{email ?? "—"}</dd>
        <dt>Membership</dt>
        <dd>{userType}</dd>
      </dl>
      <Button theme="outline" onClick={onLogout}>
        Log Out
      </Button>
    </div>
  );
}
