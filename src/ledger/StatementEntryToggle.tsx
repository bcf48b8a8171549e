import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

type Mode = 'upload' | 'manual';

export type StatementEntryToggleProps = {
  /** The statement-upload page and the manual-entry page: each choice is a page of its own. */
  upload: string;
  manual: string;
};

/** Upload statement / Manual entry: switches between the two ways of adding bank transactions. */
export function StatementEntryToggle({ upload, manual }: StatementEntryToggleProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mode: Mode = pathname.replace(/\/+$/u, '') === manual ? 'manual' : 'upload';
  return (
    <FormControl sx={{ mb: 2 }}>
      <FormLabel id={labelId}>{t('resources.transactions.entry.label')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={mode}
        onChange={(_, next) => void navigate(next === 'manual' ? manual : upload)}
      >
        <FormControlLabel
          value="upload"
          control={<Radio />}
          label={t('resources.transactions.entry.upload')}
        />
        <FormControlLabel
          value="manual"
          control={<Radio />}
          label={t('resources.transactions.entry.manual')}
        />
      </RadioGroup>
    </FormControl>
  );
}
