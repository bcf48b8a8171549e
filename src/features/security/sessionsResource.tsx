// The person's sessions, as a resource: every browser signed in as them, where and when it signed
// in and when it was last used. Read, never written (no form); ending one is its removal, offered
// for every session but the one in use (which signs out instead), and "Sign out everywhere else"
// ends all the others at once.
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDateTime } from '../../lib/dates';
import { assertSuccess } from '../../lib/errors';
import { useAction } from '../../lib/useAction';
import { paths } from '../../lib/paths';
import { dateTimeColumn } from '../../resource/columns';
import {
  deleteBy,
  evictQueries,
  fieldDetails,
  listQuery,
  recordQuery,
  staticView,
  type Resource,
} from '../../resource/resource';
import { describeDevice } from './device';
import {
  EndOtherSessionsDocument,
  EndSessionDocument,
  GetSessionDocument,
  GetSessionsDocument,
  type SessionFieldsFragment,
} from './Security.generated';

type Session = SessionFieldsFragment;

const place = { routes: paths.sessions, canCreate: false };

/**
 * A session's browser as a person recognises it, "Chrome · Windows" in every language; the
 * User-Agent itself when it names no browser or system this knows, the address when it is empty.
 */
export function deviceName(session: Pick<Session, 'user_agent' | 'ip'>): string {
  const device = describeDevice(session.user_agent);
  if (!device) return session.user_agent.trim() || session.ip;
  return [device.browser, device.system].filter(Boolean).join(' · ');
}

function ThisDevice() {
  const { t } = useTranslation();
  return <Chip size="small" color="primary" label={t('resources.sessions.current')} />;
}

/** "Sign out everywhere else", after a confirmation; what it ended is said beside the button. */
function EndOthers() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const { busy, error, run, clearError } = useAction();
  const [ended, setEnded] = useState<number | null>(null);
  const confirm = () =>
    run(async () => {
      const { data } = await client.mutate({ mutation: EndOtherSessionsDocument });
      setEnded(assertSuccess(data?.endOtherSessions).ended ?? 0);
      setOpen(false);
      evictQueries(client.cache, [sessionsResource.queries.list]);
    });
  return (
    <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
      {ended !== null && (
        <Typography role="status" variant="body2" color="textSecondary">
          {t('resources.sessions.endOthers.done', { count: ended })}
        </Typography>
      )}
      <Button
        variant="outlined"
        color="error"
        startIcon={<LogoutOutlined />}
        onClick={() => {
          clearError();
          setOpen(true);
        }}
      >
        {t('resources.sessions.endOthers.button')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('resources.sessions.endOthers.title')}
        message={t('resources.sessions.endOthers.message')}
        confirmLabel={t('resources.sessions.endOthers.confirm')}
        busy={busy}
        error={error}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </Stack>
  );
}

/** /settings/sessions: the browsers signed in as the person. */
export const sessionsResource: Resource<Session, Record<string, never>> = {
  key: 'sessions',
  usePlace: () => place,
  id: (session) => session.id,
  name: deviceName,
  queries: { list: 'getSessions', record: 'getSession' },
  list: {
    useList: listQuery(GetSessionsDocument, (data) => data.getSessions, {
      fetchPolicy: 'cache-and-network',
    }),
    useView: staticView(({ t, locale }) => {
      const field = (name: string) => t(`resources.sessions.fields.${name}`);
      return {
        columns: [
          {
            field: 'user_agent',
            headerName: field('device'),
            flex: 1,
            minWidth: 200,
            renderCell: ({ row }) => (
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', height: '100%' }}>
                <span>{deviceName(row)}</span>
                {row.current && <ThisDevice />}
              </Stack>
            ),
          },
          { field: 'ip', headerName: field('ip'), minWidth: 140, hideWhenNarrow: 2 },
          { ...dateTimeColumn('created_at', field('created_at'), locale, 170), hideWhenNarrow: 1 },
          dateTimeColumn('last_seen_at', field('last_seen_at'), locale, 170),
        ],
        card: (session) => ({
          // a chip of its own width, not the card's
          subtitle: session.current && (
            <Box>
              <ThisDevice />
            </Box>
          ),
          body: (
            <Typography variant="body2" color="textSecondary">
              {t('resources.sessions.card', {
                ip: session.ip,
                at: formatDateTime(session.last_seen_at, locale),
              })}
            </Typography>
          ),
        }),
      };
    }),
    Actions: EndOthers,
  },
  useRecord: recordQuery(GetSessionDocument, ({ getSession }) => ({
    record: getSession.session,
    message: getSession.message,
  })),
  show: {
    subtitle: (session, { t }) =>
      session.current ? t('resources.sessions.current') : t('resources.sessions.show.title'),
    useDetails: fieldDetails('sessions', (session, { locale }) => ({
      user_agent: session.user_agent || '—',
      ip: session.ip,
      created_at: formatDateTime(session.created_at, locale),
      last_seen_at: formatDateTime(session.last_seen_at, locale),
      expires_at: formatDateTime(session.expires_at, locale),
    })),
  },
  remove: {
    ...deleteBy(EndSessionDocument, (data) => data?.endSession),
    // the session in use signs out (the user menu) instead
    applies: (session) => !session.current,
  },
};
