import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import FingerprintOutlined from '@mui/icons-material/FingerprintOutlined';
import FolderZipOutlined from '@mui/icons-material/FolderZipOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PhonelinkLockOutlined from '@mui/icons-material/PhonelinkLockOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import {
  Box,
  Button,
  ButtonBase,
  ClickAwayListener,
  Divider,
  Grow,
  Paper,
  Popper,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../lib/paths';
import { useLogout } from '../lib/useLogout';
import { UserAvatar } from './UserAvatar';
import { visuallyHidden } from './visuallyHidden';

/** The person's own pages: texts `userMenu.<key>`. */
const accountLinks = [
  { key: 'settings', to: paths.settings, icon: <SettingsOutlined /> },
  { key: 'sessions', to: paths.sessions.list, icon: <DevicesOutlined /> },
  { key: 'twoFactor', to: paths.twoFactor, icon: <PhonelinkLockOutlined /> },
  { key: 'passkeys', to: paths.passkeys.list, icon: <FingerprintOutlined /> },
  { key: 'securityLog', to: paths.securityLog.list, icon: <ShieldOutlined /> },
  { key: 'accessTokens', to: paths.accessTokens.list, icon: <KeyOutlined /> },
  { key: 'myData', to: paths.myData, icon: <FolderZipOutlined /> },
  { key: 'changePassword', to: paths.updatePassword, icon: <LockResetOutlined /> },
] as const;

export type UserMenuProps = {
  name: string;
  email: string;
  avatarUrl?: string | null;
  /**
   * Offers the settings and the password change (not to an unverified user, who can only confirm
   * the e-mail).
   */
  canChangePassword?: boolean;
};

const CLOSE_DELAY_MS = 250;

/**
 * The avatar in the header; hovering it (or clicking, tapping) opens a popover with the e-mail and
 * Logout. It closes when the pointer leaves, on Escape, or on a click elsewhere.
 */
export function UserMenu({ name, email, avatarUrl, canChangePassword = true }: UserMenuProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  const [anchorEl, setAnchorEl] = useState<HTMLButtonElement | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const popoverId = useId();

  const show = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  return (
    <>
      {/* named by its (hidden) text, not a label: the initials in the avatar are a picture of
          the person, and a label that leaves out text on the button fails WCAG 2.5.3 */}
      <ButtonBase
        ref={setAnchorEl}
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        // mouseover, not React's mouseenter: React leaves out an enter whose pointer came from an
        // element removed under it (a placeholder the page replaced), and the menu stayed shut
        onMouseOver={show}
        onMouseLeave={hideSoon}
        onClick={show}
        sx={{
          borderRadius: '50%',
          // a plain ButtonBase draws no focus: the ring shows where the keyboard is
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <UserAvatar name={name} src={avatarUrl} aria-hidden />
        <Box component="span" sx={visuallyHidden}>
          {t('userMenu.open', { name })}
        </Box>
      </ButtonBase>
      <Popper
        id={popoverId}
        open={open}
        anchorEl={anchorEl}
        placement="bottom-end"
        transition
        // right after its button in the page, not at the end: Tab goes from the button into it
        disablePortal
        sx={{ zIndex: (theme) => theme.zIndex.modal }}
      >
        {({ TransitionProps }) => (
          <Grow {...TransitionProps} style={{ transformOrigin: 'right top' }}>
            <Paper
              elevation={8}
              // keeps an open menu open; a menu closing (an entry was chosen) is not opened
              // again by the pointer passing over it on its way out
              onMouseOver={open ? show : undefined}
              onMouseLeave={hideSoon}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  setOpen(false);
                  anchorEl?.focus();
                }
              }}
              sx={{ mt: 1, minWidth: 240, maxWidth: 'calc(100vw - 16px)', p: 2 }}
            >
              <ClickAwayListener
                onClickAway={(event) => {
                  if (!anchorEl?.contains(event.target as Node)) setOpen(false);
                }}
              >
                <Stack spacing={1.5}>
                  <Box>
                    <Typography variant="subtitle2" component="p">
                      {name}
                    </Typography>
                    <Typography
                      variant="body2"
                      color="textSecondary"
                      sx={{ wordBreak: 'break-all' }}
                    >
                      {email}
                    </Typography>
                  </Box>
                  <Divider />
                  {canChangePassword &&
                    accountLinks.map(({ key, to, icon }) => (
                      <Button
                        key={key}
                        component={RouterLink}
                        to={to}
                        startIcon={icon}
                        onClick={() => setOpen(false)}
                        sx={{ justifyContent: 'flex-start' }}
                      >
                        {t(`userMenu.${key}`)}
                      </Button>
                    ))}
                  <Button
                    variant="outlined"
                    startIcon={<LogoutOutlined />}
                    onClick={() => void logout()}
                  >
                    {t('userMenu.logout')}
                  </Button>
                </Stack>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
    </>
  );
}
