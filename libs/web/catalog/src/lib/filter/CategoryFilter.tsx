import { styled } from '@mui/material/styles';
import { CATALOG_COPY } from '../copy';
import { CATALOG_FILTERS } from './catalog-filter';
import type { CatalogFilter } from './filter-slice';

export interface CategoryFilterProps {
  value: CatalogFilter;
  counts: Record<CatalogFilter, number>;
  onChange(filter: CatalogFilter): void;
}

const Filters = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: theme.spacing(1.5),
  marginBottom: theme.spacing(4),
  [theme.breakpoints.up('md')]: { marginBottom: theme.spacing(5) },
  '& button': {
    appearance: 'none',
    font: 'inherit',
    fontWeight: 600,
    fontSize: '0.9375rem',
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    padding: theme.spacing(1, 2.5),
    borderRadius: 999,
    cursor: 'pointer',
    border: `1px solid ${theme.palette.primary.main}`,
    background: 'transparent',
    color: theme.palette.primary.main,
    transition: 'background-color 150ms ease, color 150ms ease',
    '&:hover': { background: 'rgba(90,53,34,0.06)' },
    '&:focus-visible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
    '&[aria-pressed="true"]': { background: theme.palette.primary.main, color: theme.palette.primary.contrastText },
  },
  '& .filter-count': {
    minWidth: 28,
    padding: theme.spacing(0, 1),
    borderRadius: 999,
    fontSize: '0.8rem',
    lineHeight: '1.5rem',
    background: 'rgba(90,53,34,0.08)',
  },
  '& [aria-pressed="true"] .filter-count': { background: 'rgba(255,250,243,0.2)' },
}));

/** Toggle buttons (aria-pressed) rather than tabs: they filter one list in place. */
export function CategoryFilter({ value, counts, onChange }: CategoryFilterProps) {
  return (
    <Filters role="group" aria-label="Filter cookies by collection">
      {CATALOG_FILTERS.map((filter) => (
        <button key={filter} type="button" aria-pressed={filter === value} onClick={() => onChange(filter)}>
          {CATALOG_COPY.filters[filter]} <span className="filter-count">{counts[filter]}</span>
        </button>
      ))}
    </Filters>
  );
}
