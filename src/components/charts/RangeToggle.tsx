import { ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { HistoryRange } from '../../graphql/types';
import { historyRanges } from '../../lib/historyRange';

export type RangeToggleProps = { value: HistoryRange; onChange: (range: HistoryRange) => void };

/** 1M · 3M · YTD · 1Y · All: the span of a history chart. */
export function RangeToggle({ value, onChange }: RangeToggleProps) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_, next: HistoryRange | null) => next && onChange(next)}
      aria-label={t('charts.range.label')}
      sx={{
        '& .MuiToggleButton-root': { px: 1.25, py: 0.25, fontWeight: 600, minWidth: 40 },
      }}
    >
      {historyRanges.map((range) => (
        <Tooltip key={range.value} title={t(`charts.range.long.${range.value}`)} describeChild>
          <ToggleButton value={range.value}>{t(`charts.range.short.${range.value}`)}</ToggleButton>
        </Tooltip>
      ))}
    </ToggleButtonGroup>
  );
}
