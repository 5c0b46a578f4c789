// A calm teal/green clinic theme for antd; remotes inherit it through the shell's ConfigProvider.
import type { ThemeConfig } from 'antd';

export const theme: ThemeConfig = {
  // Components write no styles at run time (generating them took ~15 % of a cold page's main thread):
  // their rules come from antd's static stylesheet (src/index.ts), the tokens below still reach them
  // as CSS variables.
  zeroRuntime: true,
  token: {
    colorPrimary: '#0f766e',
    colorInfo: '#0f766e',
    colorSuccess: '#16a34a',
    colorWarning: '#d97706',
    colorError: '#dc2626',
    colorLink: '#0f766e',
    colorBgLayout: '#f3f7f6',
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Card: { borderRadiusLG: 12 },
  },
};
