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
    // 4.5:1 on white and on the layout's background (a field's error under it): #dc2626 gave 4.47:1 there.
    colorError: '#cf2020',
    colorLink: '#0f766e',
    colorBgLayout: '#f3f7f6',
    // Secondary texts (a field's hint, a detail's field names, a step still to come) and placeholders
    // at 4.5:1 or more on white and on the layout's background (WCAG AA; antd's greys give 3.4:1 and
    // 1.8:1). Disabled texts keep antd's lighter grey, which the rule exempts.
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Card: { borderRadiusLG: 12 },
  },
};
