import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface HeroProps {
  title: string;
  text: string;
  /** The hero's links (Browse Now; See All and Go to Cart's). */
  actions: ReactNode;
}

/** The landing page's opening band, shared by the visitor and customer variants. */
export function Hero({ title, text, actions }: HeroProps) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        borderRadius: 2,
        mb: { xs: 3, md: 5 },
        px: { xs: 2.5, sm: 5, md: 7 },
        py: { xs: 4, sm: 6, md: 8 },
        color: '#fff',
        background:
          'linear-gradient(135deg, rgba(27,94,32,0.96) 0%, rgba(46,125,50,0.92) 55%, rgba(141,110,99,0.92) 100%)',
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      <Box
        component="img"
        src="/images/categories/flour.svg"
        alt=""
        width={320}
        height={240}
        sx={{
          display: { xs: 'none', md: 'block' },
          position: 'absolute',
          right: 48,
          top: '50%',
          transform: 'translateY(-50%) rotate(3deg)',
          width: 300,
          height: 'auto',
          pointerEvents: 'none',
          borderRadius: 3,
          boxShadow: '0 12px 32px rgba(0,0,0,0.25)',
        }}
      />
      <Stack spacing={2} sx={{ maxWidth: { xs: 'none', md: 520 }, position: 'relative' }}>
        <Typography
          id="hero-title"
          variant="h3"
          component="h1"
          sx={{ fontWeight: 800, fontSize: { xs: '1.9rem', sm: '2.6rem', md: '3rem' } }}
        >
          {title}
        </Typography>
        <Typography sx={{ fontSize: { xs: '1rem', sm: '1.15rem' }, opacity: 0.95 }}>
          {text}
        </Typography>
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', pt: 1 }}>
          {actions}
        </Stack>
      </Stack>
    </Box>
  );
}
