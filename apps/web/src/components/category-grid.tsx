import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '@shop/contract';

/** The illustration shipped for each category (also the demo products' picture). */
export const categoryImage = (category: Category) => `/images/categories/${category}.svg`;

interface CategoryGridProps {
  /** Where each card leads: the public, customer or cashier category page. */
  linkFor: (category: Category) => string;
  /** Keeps headings in order under whatever heading the page puts above the grid. */
  headingComponent?: 'h2' | 'h3';
}

/** The eight category cards of the landing and home pages. */
export function CategoryGrid({ linkFor, headingComponent = 'h2' }: CategoryGridProps) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      {CATEGORIES.map((category) => (
        <Box component="li" key={category} sx={{ display: 'flex' }}>
          <Card variant="outlined" sx={{ flex: 1, display: 'flex' }}>
            <CardActionArea
              component={RouterLink}
              to={linkFor(category)}
              sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
            >
              <CardMedia
                component="img"
                src={categoryImage(category)}
                alt=""
                width={320}
                height={240}
                loading="lazy"
                sx={{ aspectRatio: '4 / 3', height: 'auto', bgcolor: '#fdf8ef' }}
              />
              <Typography
                component={headingComponent}
                sx={{
                  p: { xs: 1, sm: 1.5 },
                  fontWeight: 700,
                  fontSize: { xs: '0.95rem', sm: '1.05rem' },
                  textAlign: 'center',
                  flex: 1,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                }}
              >
                {CATEGORY_LABELS[category]}
              </Typography>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Box>
  );
}
