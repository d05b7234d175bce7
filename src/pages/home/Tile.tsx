/** One dashboard tile: a titled card, an optional link in its header, its content below. */
import type { ReactNode } from 'react';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

interface TileProps {
  title: string;
  /** A link beside the title, such as the list the figures come from. */
  link?: { to: string; label: string };
  children: ReactNode;
}

export function Tile({ title, link, children }: TileProps) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" gap={1} sx={{ mb: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {link && (
            <Button component={Link} to={link.to} size="small">
              {link.label}
            </Button>
          )}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
