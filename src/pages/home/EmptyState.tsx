/** What a tile says when there is nothing to show yet, with the way to start when the user may. */
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

interface EmptyStateProps {
  message: string;
  /** Shown only when given: callers pass it only if the user may go there. */
  action?: { to: string; label: string };
}

export function EmptyState({ message, action }: EmptyStateProps) {
  return (
    <Box sx={{ textAlign: 'center', py: 4, px: 2 }}>
      <Typography color="text.secondary" sx={{ mb: action ? 2 : 0 }}>
        {message}
      </Typography>
      {action && (
        <Button component={Link} to={action.to} variant="contained" startIcon={<AddIcon />}>
          {action.label}
        </Button>
      )}
    </Box>
  );
}
