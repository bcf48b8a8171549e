import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import CurrencyBitcoinOutlined from '@mui/icons-material/CurrencyBitcoinOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DiamondOutlined from '@mui/icons-material/DiamondOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RuleOutlined from '@mui/icons-material/RuleOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import {
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
} from '@mui/material';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { paths } from '../lib/paths';

type MenuEntry = { key: string; to: string; icon: ReactNode };

const mainEntries: MenuEntry[] = [
  { key: 'dashboard', to: paths.dashboard, icon: <DashboardOutlined /> },
  { key: 'accounts', to: paths.accounts.list, icon: <AccountBalanceWalletOutlined /> },
  { key: 'assets', to: paths.assets.list, icon: <DiamondOutlined /> },
  { key: 'transactions', to: paths.transactions.list, icon: <ReceiptLongOutlined /> },
  { key: 'reports', to: paths.reports, icon: <InsightsOutlined /> },
  { key: 'rules', to: paths.rules.list, icon: <RuleOutlined /> },
  { key: 'crypto', to: paths.crypto.overview, icon: <CurrencyBitcoinOutlined /> },
  { key: 'cash', to: paths.cash.overview, icon: <PaymentsOutlined /> },
  { key: 'banking', to: paths.banking.overview, icon: <AccountBalanceOutlined /> },
];

const adminEntries: MenuEntry[] = [
  { key: 'users', to: paths.admin.users.list, icon: <PeopleOutlined /> },
  { key: 'venues', to: paths.admin.venues.list, icon: <StorefrontOutlined /> },
  { key: 'instruments', to: paths.admin.instruments.list, icon: <ShowChartOutlined /> },
  { key: 'categories', to: paths.admin.categories.list, icon: <CategoryOutlined /> },
  { key: 'mappings', to: paths.admin.mappings.list, icon: <LinkOutlined /> },
  { key: 'securityLog', to: paths.admin.securityLog.list, icon: <ShieldOutlined /> },
];

export type SideMenuProps = { isAdmin: boolean; onNavigate?: () => void };

/**
 * The signed-in area's menu; the Administration group only for the admin role. Drawn again only
 * when its props or the address change: not when the frame around it does (the user's name
 * arriving, the drawer opening), which would redraw its 15 entries in the same task.
 */
export const SideMenu = memo(function SideMenu({ isAdmin, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entry = ({ key, to, icon }: MenuEntry) => {
    const selected = pathname === to || pathname.startsWith(`${to}/`);
    return (
      // a list holds list items: the link is inside one
      <ListItem key={key} disablePadding>
        <ListItemButton
          component={NavLink}
          to={to}
          selected={selected}
          onClick={onNavigate}
          sx={{ borderRadius: 2, mx: 1, my: 0.25 }}
        >
          <ListItemIcon sx={{ minWidth: 40, color: selected ? 'primary.main' : undefined }}>
            {icon}
          </ListItemIcon>
          <ListItemText primary={t(`menu.${key}`)} />
        </ListItemButton>
      </ListItem>
    );
  };
  return (
    <nav aria-label={t('menu.label')}>
      <List>{mainEntries.map(entry)}</List>
      {isAdmin && (
        <List
          aria-labelledby="menu-admin-heading"
          subheader={
            <ListSubheader
              id="menu-admin-heading"
              sx={{ bgcolor: 'transparent', lineHeight: '36px' }}
            >
              {t('menu.administration')}
            </ListSubheader>
          }
        >
          {adminEntries.map(entry)}
        </List>
      )}
    </nav>
  );
});
