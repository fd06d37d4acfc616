// The MUI components and Emotion's runtime that the first screen hydrates with (the navigation,
// the hero, the not-found page, the providers), in a file of their own (`startupRolldownOptions`,
// libs/web/startup/build) that the start-up evaluates in a task of its own, before the app.
// Evaluated with the app, they made its file's evaluation one of the page's longest tasks
// (bench:web). A component missing here would still work, evaluated with the app: the build fails
// instead (`startupChunkProblems`), naming it.
export { CacheProvider } from '@emotion/react';
export { default as Box } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
export { default as Container } from '@mui/material/Container';
export { default as CssBaseline } from '@mui/material/CssBaseline';
export { default as GlobalStyles } from '@mui/material/GlobalStyles';
export { default as IconButton } from '@mui/material/IconButton';
export { styled, ThemeProvider } from '@mui/material/styles';
// The frame of the navigation's icons (menu, close, the cart), which @mui/icons-material builds on.
export { default as SvgIcon } from '@mui/material/SvgIcon';
export { default as Toolbar } from '@mui/material/Toolbar';
export { default as Typography } from '@mui/material/Typography';
