import { Card, CardActionArea, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

export type ResourceCardProps = {
  title: ReactNode;
  /** A line or chips under the title. */
  subtitle?: ReactNode;
  /** The card's main figure or content. */
  children?: ReactNode;
  /** Buttons at the bottom (e.g. RowActions), outside the clickable area. */
  actions?: ReactNode;
  /** Opens the row (usually its show page). */
  onClick?: () => void;
};

/** A card of ResourceList's card view: a clickable body and separate actions. The card is an
 * article named by its title, so a screen reader can tell one card from the next. */
export function ResourceCard({ title, subtitle, children, actions, onClick }: ResourceCardProps) {
  const titleId = useId();
  const body = (
    <CardContent sx={{ height: '100%' }}>
      <Stack spacing={1}>
        <Typography
          id={titleId}
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        {subtitle}
        {children}
      </Stack>
    </CardContent>
  );
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      {onClick ? (
        <CardActionArea onClick={onClick} sx={{ flex: 1, alignItems: 'stretch' }}>
          {body}
        </CardActionArea>
      ) : (
        <div style={{ flex: 1 }}>{body}</div>
      )}
      {actions && <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>{actions}</CardActions>}
    </Card>
  );
}
