// The security log, as a resource: what happened to an account (sign-ins and failed ones,
// sessions ended, password changes, an administrator's changes), when and from where. Read, never
// written. The person reads their own (/settings/security-log); an administrator everyone's
// (/security-log), the same list with whose account each event is.
import { Chip, Stack, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { formatDateTime } from '../../lib/dates';
import { SecurityEventKind } from '../../graphql/types';
import { dateTimeColumn } from '../../resource/columns';
import {
  fieldDetails,
  listQuery,
  recordQuery,
  staticView,
  type ListView,
  type Resource,
  type ResourceContext,
} from '../../resource/resource';
import {
  GetSecurityEventAdminDocument,
  GetSecurityEventDocument,
  GetSecurityEventsAdminDocument,
  GetSecurityEventsDocument,
  type SecurityEventFieldsFragment,
} from './Security.generated';
import { deviceName } from './sessionsResource';

type SecurityEvent = SecurityEventFieldsFragment;

/** Events a person would want to look at twice: shown in the warning colour. */
const alarming: ReadonlySet<SecurityEventKind> = new Set([
  SecurityEventKind.SignInFailed,
  SecurityEventKind.PasswordReset,
  SecurityEventKind.ChangedByAdministrator,
  SecurityEventKind.SecondFactorFailed,
  SecurityEventKind.TwoFactorDisabled,
]);

const kindLabel = (t: TFunction, kind: SecurityEventKind) =>
  t(`resources.securityLog.kinds.${kind}`);

/**
 * What the event's `detail` says, in words: how many sessions ended, which fields an administrator
 * changed, which access token (its name), which second factor a sign-in gave, which policy changed
 * how; empty for the others.
 */
function detailText(t: TFunction, event: SecurityEvent): string {
  // the second factor of a sign-in (totp, recovery_code); the policy's setting and new value
  if (event.kind === SecurityEventKind.SignedIn || event.kind === SecurityEventKind.PolicyChanged) {
    return event.detail ? t(`resources.securityLog.detail.${event.detail}`) : '';
  }
  if (event.kind === SecurityEventKind.OtherSessionsEnded) {
    return t('resources.securityLog.detail.sessionsEnded', { count: Number(event.detail) });
  }
  if (event.kind === SecurityEventKind.ChangedByAdministrator) {
    const fields = event.detail
      .split(',')
      .filter(Boolean)
      .map((field) => t(`resources.users.fields.${field}`))
      .join(', ');
    return t('resources.securityLog.detail.changed', {
      fields,
      by: event.actor_email ?? t('resources.securityLog.detail.formerAdministrator'),
    });
  }
  // an access token's name
  return event.detail;
}

function KindChip({ t, kind }: { t: TFunction; kind: SecurityEventKind }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={alarming.has(kind) ? 'warning' : 'default'}
      label={kindLabel(t, kind)}
    />
  );
}

/** The log's columns, cards and filter; `everyone`: with whose account each event is. */
function eventsView({ t, locale }: ResourceContext, everyone: boolean): ListView<SecurityEvent> {
  const field = (name: string) => t(`resources.securityLog.fields.${name}`);
  return {
    columns: [
      dateTimeColumn('created_at', field('created_at'), locale, 170),
      ...(everyone ? [{ field: 'email', headerName: field('email'), flex: 1, minWidth: 200 }] : []),
      {
        field: 'kind',
        headerName: field('kind'),
        flex: 1,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', height: '100%' }}>
            <KindChip t={t} kind={row.kind} />
            <Typography variant="body2" color="textSecondary" noWrap>
              {detailText(t, row)}
            </Typography>
          </Stack>
        ),
      },
      {
        field: 'user_agent',
        headerName: field('device'),
        minWidth: 160,
        hideWhenNarrow: 1,
        renderCell: ({ row }) => deviceName(row),
      },
      { field: 'ip', headerName: field('ip'), minWidth: 130, hideWhenNarrow: 2 },
    ],
    card: (event) => ({
      subtitle: (
        <Typography variant="body2" color="textSecondary">
          {formatDateTime(event.created_at, locale)}
          {everyone && ` · ${event.email}`}
        </Typography>
      ),
      body: (
        <Typography variant="body2" color="textSecondary">
          {[detailText(t, event), deviceName(event), event.ip].filter(Boolean).join(' · ')}
        </Typography>
      ),
    }),
    filters: [
      {
        field: 'kind',
        label: field('kind'),
        options: Object.values(SecurityEventKind).map((kind) => ({
          value: kind,
          label: kindLabel(t, kind),
        })),
      },
    ],
  };
}

/** /settings/security-log: the person's own. */
export const securityLogResource: Resource<SecurityEvent, Record<string, never>> = {
  key: 'securityLog',
  usePlace: () => ({ routes: paths.securityLog, canCreate: false }),
  id: (event) => event.id,
  name: (event, { t }) => kindLabel(t, event.kind),
  queries: { list: 'getSecurityEvents', record: 'getSecurityEvent' },
  list: {
    useList: listQuery(GetSecurityEventsDocument, (data) => data.getSecurityEvents, {
      fetchPolicy: 'cache-and-network',
    }),
    useView: staticView((context) => eventsView(context, false)),
  },
  useRecord: recordQuery(GetSecurityEventDocument, ({ getSecurityEvent }) => ({
    record: getSecurityEvent.event,
    message: getSecurityEvent.message,
  })),
  show: {
    subtitle: (event, { locale }) => formatDateTime(event.created_at, locale),
    useDetails: fieldDetails('securityLog', (event, { t, locale }) => ({
      created_at: formatDateTime(event.created_at, locale),
      email: event.email,
      kind: <KindChip t={t} kind={event.kind} />,
      ...(event.detail && { detail: detailText(t, event) }),
      device: deviceName(event),
      user_agent: event.user_agent || '—',
      ip: event.ip,
    })),
  },
};

/** /security-log: everyone's, for an administrator. */
export const securityLogAdminResource: Resource<SecurityEvent, Record<string, never>> = {
  ...securityLogResource,
  usePlace: function useEveryonesLog() {
    const { t } = useTranslation();
    return useMemo(
      () => ({
        routes: paths.admin.securityLog,
        canCreate: false,
        subtitle: t('resources.securityLog.everyone'),
      }),
      [t],
    );
  },
  queries: { list: 'getSecurityEventsAdmin', record: 'getSecurityEventAdmin' },
  list: {
    useList: listQuery(GetSecurityEventsAdminDocument, (data) => data.getSecurityEventsAdmin, {
      fetchPolicy: 'cache-and-network',
    }),
    useView: staticView((context) => eventsView(context, true)),
    searchFields: ['email'],
  },
  useRecord: recordQuery(GetSecurityEventAdminDocument, ({ getSecurityEventAdmin }) => ({
    record: getSecurityEventAdmin.event,
    message: getSecurityEventAdmin.message,
  })),
};
