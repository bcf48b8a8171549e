import { Chip } from '@mui/material';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * How a status boolean reads: Active/Inactive; a venue's status enabled/Disabled and its
 * visibility visible/Hidden; a user's e-mail Verified/Not verified; a setting On/Off (texts
 * `admin.status.*`).
 */
export type StatusKind = 'active' | 'enabled' | 'visible' | 'verified' | 'on';

const labels: Record<StatusKind, [on: string, off: string]> = {
  active: ['admin.status.active', 'admin.status.inactive'],
  enabled: ['admin.status.enabled', 'admin.status.disabled'],
  visible: ['admin.status.visible', 'admin.status.hidden'],
  verified: ['admin.status.verified', 'admin.status.unverified'],
  on: ['admin.status.on', 'admin.status.off'],
};

export const statusLabel = (t: TFunction, value: boolean, kind: StatusKind = 'active') =>
  t(labels[kind][value ? 0 : 1]);

export type StatusChipProps = { value: boolean; kind?: StatusKind };

/** A status boolean as a chip: green when on, grey when off. */
export function StatusChip({ value, kind = 'active' }: StatusChipProps) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={value ? 'filled' : 'outlined'}
      color={value ? 'success' : 'default'}
      label={statusLabel(t, value, kind)}
    />
  );
}

/** A boolean column shown as StatusChips; its filter asks for on or off. */
export function statusColumn<Row extends GridValidRowModel>(
  field: string,
  headerName: string,
  kind: StatusKind = 'active',
): GridColDef<Row> {
  return {
    field,
    headerName,
    type: 'boolean',
    width: 130,
    renderCell: ({ value }) => <StatusChip value={Boolean(value)} kind={kind} />,
  };
}
