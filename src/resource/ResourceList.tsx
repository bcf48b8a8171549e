// One list for every resource: MUI X DataGrid with server-side paging, sorting and filtering, a
// card view, a debounced search box, and empty, loading and error states. Its state is the
// caller's ListState (kept in the URL by useListState). The grid (ResourceTable) is loaded only
// when the table view is shown, with a placeholder of its height meanwhile: a phone showing cards
// never downloads it, and the landing and sign-in pages never load it. A prerendered list (the
// accounts page: src/prerender/pages.ts) is drawn before the width and the remembered view are known:
// until the app has taken it over, no view is chosen and each width shows the skeleton of the view
// it starts with.
import Close from '@mui/icons-material/Close';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import Search from '@mui/icons-material/Search';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  IconButton,
  InputAdornment,
  LinearProgress,
  Paper,
  Skeleton,
  Stack,
  TablePagination,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
} from '@mui/material';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import {
  lazy,
  Suspense,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { ListFilter, ListState, ListView } from '../lib/listParams';
import { useTakenOver } from '../prerender/takeOver';
import { CARDS_BELOW } from '../lib/useListState';
import { EmptyState } from '../components/EmptyState';
import { filtersToGridFilterModel } from './gridFilters';
import { QueryErrorAlert } from '../components/QueryErrorAlert';
import { visuallyHidden } from '../components/visuallyHidden';
import type { ListColumn, ResourceTableProps } from './ResourceTable';

// the grid's code, downloaded the first time a table is shown (React.lazy drops the generic)
const ResourceTable = lazy(() =>
  import('./ResourceTable').then((m) => ({ default: m.ResourceTable })),
) as unknown as <Row extends GridValidRowModel>(props: ResourceTableProps<Row>) => ReactNode;

export const SEARCH_DEBOUNCE_MS = 500;
export const DEFAULT_PAGE_SIZE_OPTIONS = [10, 25, 50, 100];

export type ResourceListProps<Row extends GridValidRowModel> = {
  rows: readonly Row[];
  /** All rows matching the list's filters (the API's `count`). */
  rowCount: number;
  loading: boolean;
  /** Why the rows could not be loaded; shown with a "Try again" button calling `onRetry`. */
  error?: string | null;
  onRetry?: () => void;
  columns: ListColumn<Row>[];
  state: ListState;
  onStateChange: (next: Partial<ListState>) => void;
  /** The card of one row; given, the list offers the card/table toggle. */
  renderCard?: (row: Row) => ReactNode;
  /** Given, the toolbar has a search box (debounced 500 ms) with this placeholder. */
  searchPlaceholder?: string;
  /** Shown when the list is empty and nothing is searched or filtered. */
  emptyTitle: string;
  emptyText?: ReactNode;
  emptyAction?: ReactNode;
  onRowClick?: (row: Row) => void;
  pageSizeOptions?: number[];
  getRowId?: (row: Row) => string | number;
  /** More toolbar content (e.g. filter selects), between the search box and the view toggle. */
  toolbar?: ReactNode;
  /** Under the toolbar, above the rows: what the list's records add up to. */
  summary?: ReactNode;
  /** The accessible name of the grid / card list. */
  ariaLabel?: string;
};

function SearchBox({
  value,
  placeholder,
  onSearch,
}: {
  value: string;
  placeholder: string;
  onSearch: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // the URL changed under us (back/forward, a cleared search): show its value
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearchRef.current(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <TextField
      type="search"
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSearchRef.current(text);
      }}
      placeholder={placeholder}
      sx={{
        flex: { xs: '1 1 100%', sm: '0 1 360px' },
        minWidth: 0,
        // the clear button below is the only one: Chromium draws its own in a search field
        '& input::-webkit-search-cancel-button': { display: 'none' },
      }}
      slotProps={{
        htmlInput: { 'aria-label': t('list.search') },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label={t('list.clearSearch')}
                onClick={() => {
                  setText('');
                  onSearchRef.current('');
                }}
              >
                <Close fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}

function ViewToggle({
  view,
  onChange,
}: {
  view: ListView | null;
  onChange: (view: ListView) => void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      onChange={(_, next: ListView | null) => next && onChange(next)}
      aria-label={t('list.view')}
    >
      <ToggleButton value="table" aria-label={t('list.tableView')}>
        <Tooltip title={t('list.tableView')}>
          <TableRowsOutlined fontSize="small" />
        </Tooltip>
      </ToggleButton>
      <ToggleButton value="card" aria-label={t('list.cardView')}>
        <Tooltip title={t('list.cardView')}>
          <GridViewOutlined fontSize="small" />
        </Tooltip>
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

function CardSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
          <Card variant="outlined" aria-hidden>
            <CardContent>
              <Skeleton width="60%" height={28} />
              <Skeleton width="30%" />
              <Skeleton width="45%" height={36} />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </>
  );
}

// The grid's heights (standard density, autoHeight): header, rows (two rows' height with none),
// footer with the pagination. The table's placeholder takes the same room, so nothing moves.
const GRID_HEADER_HEIGHT = 56;
const GRID_ROW_HEIGHT = 52;
const GRID_FOOTER_HEIGHT = 53;

function SkeletonLine({ height, width }: { height: number; width: string }) {
  return (
    <Box
      sx={{
        height,
        boxSizing: 'border-box',
        display: 'flex',
        alignItems: 'center',
        px: 2,
      }}
    >
      <Skeleton width={width} />
    </Box>
  );
}

/** The table's place while the grid's code loads: its header, rows and footer as skeletons. */
function TableSkeleton({ rows }: { rows: number }) {
  return (
    <Paper variant="outlined" aria-busy sx={{ width: '100%', overflow: 'hidden' }}>
      <Box aria-hidden sx={{ '& > * + *': { borderTop: 1, borderColor: 'divider' } }}>
        <SkeletonLine height={GRID_HEADER_HEIGHT} width="40%" />
        {Array.from({ length: Math.max(rows, 2) }, (_, i) => (
          <SkeletonLine key={i} height={GRID_ROW_HEIGHT} width="100%" />
        ))}
        <SkeletonLine height={GRID_FOOTER_HEIGHT} width="30%" />
      </Box>
    </Paper>
  );
}

/** Above the cards: room for the progress bar shown while a page loads over the last. */
const progressSlot = { height: 4, mb: 1 } as const;

/** A prerendered list's place until the app knows its view: cards on a phone, a table wider. */
function StartingViewSkeleton({ cards, count }: { cards: boolean; count: number }) {
  const table = <TableSkeleton rows={0} />;
  if (!cards) return table;
  return (
    <Box aria-busy>
      <Box sx={{ display: { xs: 'block', [CARDS_BELOW]: 'none' } }}>
        <Box sx={progressSlot} />
        <Grid container spacing={2}>
          <CardSkeletons count={count} />
        </Grid>
      </Box>
      <Box sx={{ display: { xs: 'none', [CARDS_BELOW]: 'block' } }}>{table}</Box>
    </Box>
  );
}

export function ResourceList<Row extends GridValidRowModel>({
  rows,
  rowCount,
  loading,
  error,
  onRetry,
  columns,
  state,
  onStateChange,
  renderCard,
  searchPlaceholder,
  emptyTitle,
  emptyText,
  emptyAction,
  onRowClick,
  pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS,
  getRowId,
  toolbar,
  summary,
  ariaLabel,
}: ResourceListProps<Row>) {
  const { t } = useTranslation();
  const cardsHeadingId = useId();
  // the cards draw an answer in slices (a transition) rather than in one long task, which on a
  // slow phone would hold up the page, and show what they showed before until then; the grid is
  // given the answer at once, as it keeps its pagination in step with the count
  const cards = useDeferredValue(useMemo(() => ({ rows, loading }), [rows, loading]));
  const view: ListView | null = !useTakenOver() ? null : renderCard ? state.view : 'table';
  const cardCount = Math.min(state.pageSize, 8);
  const sizeOptions = useMemo(
    () => [...new Set([...pageSizeOptions, state.pageSize])].sort((a, b) => a - b),
    [pageSizeOptions, state.pageSize],
  );
  // The URL is parsed anew on every change: key the grid's filter model by content, because the
  // grid takes a new model object for a change and goes back to its first page.
  const filtersKey = JSON.stringify(state.filters);
  const filterModel = useMemo(
    () => filtersToGridFilterModel(JSON.parse(filtersKey) as ListFilter[], columns as GridColDef[]),
    [filtersKey, columns],
  );
  // while the first answer is loading the count is unknown: claim enough rows for the page in
  // the URL, so the grid does not move a restored page 3 back to page 1
  const knownCount =
    loading && rowCount === 0 ? state.page * state.pageSize : Math.max(rowCount, 0);

  const searching = state.search.trim() !== '' || filterModel.items.length > 0;
  const empty = !loading && !error && rows.length === 0 && rowCount === 0;
  // a page past the end (an old link, the last row of the last page deleted): go to the last page
  const lastPage = Math.max(1, Math.ceil(rowCount / state.pageSize));
  const pastTheEnd =
    !loading && !error && rows.length === 0 && rowCount > 0 && state.page > lastPage;
  const onStateChangeRef = useRef(onStateChange);
  useEffect(() => {
    onStateChangeRef.current = onStateChange;
  });
  useEffect(() => {
    if (pastTheEnd) onStateChangeRef.current({ page: lastPage });
  }, [pastTheEnd, lastPage]);

  const clearSearch = () => {
    const columnFields = new Set(columns.map((c) => c.field));
    onStateChange({ search: '', filters: state.filters.filter((f) => !columnFields.has(f.field)) });
  };

  const showToolbar = searchPlaceholder !== undefined || renderCard || toolbar;

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {showToolbar && (
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}
        >
          {searchPlaceholder !== undefined && (
            <SearchBox
              value={state.search}
              placeholder={searchPlaceholder}
              onSearch={(search) => onStateChange({ search })}
            />
          )}
          <Stack
            direction="row"
            sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap', ml: 'auto' }}
          >
            {toolbar}
            {renderCard && (
              <ViewToggle view={view} onChange={(next) => onStateChange({ view: next })} />
            )}
          </Stack>
        </Stack>
      )}

      {summary}

      {error && <QueryErrorAlert message={error} onRetry={onRetry} />}

      {view === null ? (
        <StartingViewSkeleton cards={Boolean(renderCard)} count={cardCount} />
      ) : empty ? (
        <Paper variant="outlined">
          {searching ? (
            <EmptyState
              title={t('list.noResults')}
              text={t('list.noResultsText')}
              action={<Button onClick={clearSearch}>{t('list.clearFilters')}</Button>}
            />
          ) : (
            <EmptyState title={emptyTitle} text={emptyText} action={emptyAction} />
          )}
        </Paper>
      ) : error && rows.length === 0 ? null : view === 'card' && renderCard ? (
        // a section named by a heading screen readers read: the cards' titles (h3) then follow an
        // h2, as headings must go down one level at a time
        <Box
          component="section"
          aria-busy={cards.loading}
          aria-labelledby={ariaLabel && cardsHeadingId}
        >
          {ariaLabel && (
            <Box component="h2" id={cardsHeadingId} sx={visuallyHidden}>
              {ariaLabel}
            </Box>
          )}
          <Box sx={progressSlot}>
            {cards.loading && cards.rows.length > 0 && <LinearProgress />}
          </Box>
          <Grid container spacing={2} role="list">
            {cards.loading && cards.rows.length === 0 ? (
              <CardSkeletons count={cardCount} />
            ) : (
              cards.rows.map((row, index) => (
                <Grid
                  key={getRowId ? getRowId(row) : ((row as { id?: string }).id ?? index)}
                  size={{ xs: 12, sm: 6, md: 4, lg: 3 }}
                  role="listitem"
                  sx={{ display: 'flex', '& > *': { flex: 1 } }}
                >
                  {renderCard(row)}
                </Grid>
              ))
            )}
          </Grid>
          <TablePagination
            component="div"
            count={knownCount}
            page={Math.min(state.page - 1, Math.max(0, Math.ceil(knownCount / state.pageSize) - 1))}
            rowsPerPage={state.pageSize}
            rowsPerPageOptions={sizeOptions}
            onPageChange={(_, page) => onStateChange({ page: page + 1 })}
            onRowsPerPageChange={(event) =>
              onStateChange({ page: 1, pageSize: Number(event.target.value) })
            }
            labelRowsPerPage={t('list.perPage')}
            labelDisplayedRows={({ from, to, count }) => t('list.range', { from, to, count })}
            getItemAriaLabel={(type) => t(`list.goTo.${type}`)}
            sx={{ mt: 1 }}
          />
        </Box>
      ) : (
        <Suspense fallback={<TableSkeleton rows={rows.length} />}>
          <ResourceTable<Row>
            rows={rows}
            rowCount={knownCount}
            loading={loading}
            columns={columns}
            state={state}
            onStateChange={onStateChange}
            filterModel={filterModel}
            pageSizeOptions={sizeOptions}
            onRowClick={onRowClick}
            getRowId={getRowId}
            ariaLabel={ariaLabel}
          />
        </Suspense>
      )}
    </Stack>
  );
}
