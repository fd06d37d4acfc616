import { styled } from '@mui/material/styles';
import { INGREDIENTS_COPY } from '../copy';
import { INGREDIENTS } from './ingredients';
import { Section } from '@shop/web/ui';

const Cards = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  '& > li': { padding: theme.spacing(3), borderRadius: 16, background: theme.palette.background.paper },
  '& .ingredient-mark': {
    width: 48,
    height: 48,
    borderRadius: '50%',
    display: 'grid',
    placeItems: 'center',
    marginBottom: theme.spacing(2),
    background: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    fontFamily: 'Georgia, "Times New Roman", serif',
    fontWeight: 700,
  },
  '& h3': { ...theme.typography.h6, fontFamily: 'Georgia, "Times New Roman", serif', margin: `0 0 ${theme.spacing(1)}` },
  '& p': { ...theme.typography.body2, margin: 0, color: theme.palette.text.secondary, lineHeight: 1.7 },
}));

/** The four ingredient cards (spec §2, Ingredients). */
export function IngredientsSection() {
  return (
    <Section id="ingredients" eyebrow={INGREDIENTS_COPY.eyebrow} heading={INGREDIENTS_COPY.heading} text={INGREDIENTS_COPY.text} tinted>
      <Cards>
        {INGREDIENTS.map((ingredient, index) => (
          <li key={ingredient.id}>
            <div className="ingredient-mark" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </div>
            <h3>{ingredient.name}</h3>
            <p>{ingredient.description}</p>
          </li>
        ))}
      </Cards>
    </Section>
  );
}
