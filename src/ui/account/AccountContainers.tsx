/**
 * My Account's panels connected to their feature actors (profileEdit, passwordChange,
 * cancellation, gdprDelete), each spawned while /profile shows and provided with the
 * effects of `useAccountFeature()`.
 */

import { useEffect, useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import { cancellationAccess } from "../../core/cancellation.ts";
import { profileFormOf } from "../../core/profile.ts";
import type { User } from "../../core/schema/index.ts";
import {
  CANCELLATION_ID,
  type CancellationInput,
  type CancellationMachine,
  cancellationMachine,
} from "../../machines/cancellation.machine.ts";
import {
  DEVICE_SESSIONS_ID,
  type DeviceSessionsMachine,
  deviceSessionsMachine,
} from "../../machines/deviceSessions.machine.ts";
import { GDPR_DELETE_ID, type GdprMachine, gdprMachine } from "../../machines/gdpr.machine.ts";
import {
  PASSWORD_CHANGE_ID,
  type PasswordMachine,
  passwordMachine,
} from "../../machines/password.machine.ts";
import {
  PROFILE_EDIT_ID,
  type ProfileInput,
  type ProfileMachine,
  profileMachine,
} from "../../machines/profile.machine.ts";
import {
  cancellationIntents,
  gdprIntents,
  passwordChangeIntents,
  profileEditIntents,
  sameCancellation,
  samePasswordChange,
  sameProfileEdit,
  sameSubscription,
  selectCancellation,
  selectGdpr,
  selectPasswordChange,
  selectProfileEdit,
  subscriptionOf,
} from "../account.view.ts";
import {
  deviceSessionsIntents,
  sameDeviceSessions,
  selectDeviceSessions,
} from "../deviceSessions.view.ts";
import { selectUser } from "../session.view.ts";
import { FeatureActor, useSessionRef } from "../system.tsx";
import { useSelector } from "../useSelector.ts";
import {
  GdprPanel,
  PasswordChangeForm,
  ProfileEditForm,
  SubscriptionPanel,
} from "./AccountPanels.tsx";
import { DeviceSessionsPanel } from "./DeviceSessionsPanel.tsx";
import { useAccountFeature } from "./feature.ts";

/** The panels of My Account for `user`; `cancelToken`: the mailed cancellation link's token. */
export function AccountPanels({
  user,
  cancelToken,
}: {
  readonly user: User;
  readonly cancelToken: string | null;
}) {
  const account = useAccountFeature();
  const logic = useMemo(
    () =>
      account
        ? {
            profile: account.profileEdit(profileMachine),
            password: account.passwordChange(passwordMachine),
            cancellation: account.cancellation(cancellationMachine),
            gdpr: account.gdprDelete(gdprMachine),
            sessions: account.deviceSessions(deviceSessionsMachine),
          }
        : null,
    [account],
  );
  if (logic === null || account === null) return null;
  const profileInput: ProfileInput = { form: profileFormOf(user) };
  const cancellationInput: CancellationInput = {
    access: cancellationAccess(user),
    flow: account.cancellationFlow,
  };
  return (
    <>
      <FeatureActor
        key={`profile-${user.id}`}
        systemId={PROFILE_EDIT_ID}
        logic={logic.profile}
        input={profileInput}
      >
        {(ref) => <ProfileEditPanel actor={ref} />}
      </FeatureActor>
      <FeatureActor
        key={`password-${user.id}`}
        systemId={PASSWORD_CHANGE_ID}
        logic={logic.password}
      >
        {(ref) => <PasswordChangePanel actor={ref} />}
      </FeatureActor>
      <FeatureActor
        key={`cancellation-${user.id}`}
        systemId={CANCELLATION_ID}
        logic={logic.cancellation}
        input={cancellationInput}
      >
        {(ref) => <SubscriptionSection actor={ref} cancelToken={cancelToken} />}
      </FeatureActor>
      <FeatureActor
        key={`sessions-${user.id}`}
        systemId={DEVICE_SESSIONS_ID}
        logic={logic.sessions}
      >
        {(ref) => <DeviceSessionsSection actor={ref} locale={user.locale} />}
      </FeatureActor>
      <FeatureActor key={`gdpr-${user.id}`} systemId={GDPR_DELETE_ID} logic={logic.gdpr}>
        {(ref) => <GdprSection actor={ref} />}
      </FeatureActor>
    </>
  );
}

function ProfileEditPanel({ actor }: { readonly actor: ActorRefFrom<ProfileMachine> }) {
  const view = useSelector(actor, selectProfileEdit, sameProfileEdit);
  const intents = useMemo(() => profileEditIntents(actor.send), [actor]);
  return <ProfileEditForm {...view} onEdit={intents.edit} onSubmit={intents.submit} />;
}

function PasswordChangePanel({ actor }: { readonly actor: ActorRefFrom<PasswordMachine> }) {
  const view = useSelector(actor, selectPasswordChange, samePasswordChange);
  const intents = useMemo(() => passwordChangeIntents(actor.send), [actor]);
  return <PasswordChangeForm {...view} onSubmit={intents.submit} onEdit={intents.edit} />;
}

function SubscriptionSection({
  actor,
  cancelToken,
}: {
  readonly actor: ActorRefFrom<CancellationMachine>;
  readonly cancelToken: string | null;
}) {
  const subscription = useSelector(
    useSessionRef(),
    (s) => subscriptionOf(selectUser(s)),
    sameSubscription,
  );
  const cancellation = useSelector(actor, selectCancellation, sameCancellation);
  const intents = useMemo(() => cancellationIntents(actor.send), [actor]);
  useEffect(() => {
    if (cancelToken) intents.byToken(cancelToken);
  }, [cancelToken, intents]);
  return (
    <SubscriptionPanel
      subscription={subscription}
      cancellation={cancellation}
      onStart={intents.start}
      onNext={intents.next}
      onToggle={intents.toggle}
      onConfirm={intents.confirm}
      onClose={intents.close}
    />
  );
}

function GdprSection({ actor }: { readonly actor: ActorRefFrom<GdprMachine> }) {
  const state = useSelector(actor, selectGdpr);
  const intents = useMemo(() => gdprIntents(actor.send), [actor]);
  return (
    <GdprPanel
      state={state}
      onRequest={intents.request}
      onConfirm={intents.confirm}
      onCancel={intents.cancel}
    />
  );
}

function DeviceSessionsSection({
  actor,
  locale,
}: {
  readonly actor: ActorRefFrom<DeviceSessionsMachine>;
  readonly locale: string;
}) {
  const select = useMemo(() => selectDeviceSessions(locale), [locale]);
  const view = useSelector(actor, select, sameDeviceSessions);
  const intents = useMemo(() => deviceSessionsIntents(actor.send), [actor]);
  return (
    <DeviceSessionsPanel
      {...view}
      onEnd={intents.end}
      onEndOthers={intents.endOthers}
      onSignOutHere={intents.signOutHere}
      onRetry={intents.retry}
    />
  );
}
