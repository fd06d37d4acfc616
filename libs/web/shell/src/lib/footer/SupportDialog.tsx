import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { SUPPORT_PAGES } from '../support-pages';
import type { SupportPageId } from '../types';

export interface SupportDialogProps {
  /** The footer link that opened it: its label is the dialog's title. */
  link: { label: string; id: SupportPageId } | null;
  onClose(): void;
}

/** FAQ, Shipping or Returns in a modal dialog: MUI traps focus inside and gives it back to the opener. */
export default function SupportDialog({ link, onClose }: SupportDialogProps) {
  const page = link && { title: link.label, ...SUPPORT_PAGES[link.id] };
  return (
    <Dialog open={page !== null} onClose={onClose} scroll="paper" fullWidth maxWidth="sm" aria-labelledby="support-dialog-title">
      {page && (
        <>
          <DialogTitle id="support-dialog-title" sx={{ fontFamily: 'Georgia, serif', color: 'primary.dark' }}>
            {page.title}
          </DialogTitle>
          {/* Focusable so keyboard users can scroll long content (there is nothing else to focus in it). */}
          <DialogContent dividers tabIndex={0}>
            <Typography sx={{ mb: 2, color: 'text.secondary' }}>{page.intro}</Typography>
            {page.sections.map((section) => (
              <Box key={section.heading} sx={{ mb: 2.5 }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
                  {section.heading}
                </Typography>
                {section.body.map((paragraph) => (
                  <Typography key={paragraph} variant="body2" sx={{ lineHeight: 1.7, mb: 1 }}>
                    {paragraph}
                  </Typography>
                ))}
              </Box>
            ))}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} variant="contained">
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
