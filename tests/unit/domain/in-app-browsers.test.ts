/**
 * The wallet rules over real user agents of in-app and long-tail browsers: the
 * hand-written reader this replaced took most of them for Chrome or Safari, so Amazon Pay was
 * offered where it cannot work. Each is named as ua-parser-js names it; none is in the §9 matrix;
 * the apps' own views log in by redirect.
 */
import { describe, expect, test } from 'vitest';
import { amazonLoginMode, amazonPaySupport, isInAppBrowser } from '../../../src/domain/amazon-pay.ts';
import { parseUserAgent } from '../../../src/domain/ua-parser.ts';
import { paypalFlow } from '../../../src/domain/wallets/paypal-return.ts';

/** [what it is, user agent, ua-parser-js's browser name, is it an app's in-app view]. */
const BROWSERS: [string, string, string, boolean][] = [
  [
    'Google app on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) GSA/323.0.646180429 Mobile/15E148 Safari/604.1',
    'GSA',
    true,
  ],
  [
    'TikTok on Android',
    'Mozilla/5.0 (Linux; Android 13; SM-S918B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 trill_330403 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/musical_ly app_version/33.4.3 ByteLocale/en ByteFullLocale/en Region/US AppId/1233 Spark/1.4.8.3-bugfix AppVersion/33.4.3 BytedanceWebview/d8a21c6',
    'TikTok',
    true,
  ],
  [
    'TikTok on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_32.5.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US RevealType/Dialog isDarkMode/0 WKWebView/1 BytedanceWebview/d8a21c6 FalconTag/',
    'TikTok',
    true,
  ],
  [
    'Snapchat on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Snapchat/12.65.0.35 (like Safari/8617.2.4.10.8, panda)',
    'Snapchat',
    true,
  ],
  [
    'Snapchat on Android',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A.240305.019; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.105 Mobile Safari/537.36 Snapchat/12.78.0.42 (like Chrome/122.0.6261.105)',
    'Snapchat',
    true,
  ],
  [
    'X (Twitter) on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Twitter for iPhone/10.27',
    'Twitter',
    true,
  ],
  [
    'LinkedIn on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.29.7994',
    'LinkedIn',
    true,
  ],
  [
    'Line on Android',
    'Mozilla/5.0 (Linux; Android 12; SM-G991B Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 Line/13.20.1/IAB',
    'Line',
    true,
  ],
  [
    'WeChat on Android',
    'Mozilla/5.0 (Linux; Android 13; M2101K6G Build/TKQ1.221013.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2240 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
    'WeChat',
    true,
  ],
  [
    'Instagram on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 307.0.0.34.111 (iPhone14,2; iOS 17_1; en_US; en; scale=3.00; 1170x2532; 532277257)',
    'Instagram',
    true,
  ],
  [
    'MIUI Browser',
    'Mozilla/5.0 (Linux; U; Android 13; en-us; 2201117TG Build/TKQ1.221114.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/112.0.5615.136 Mobile Safari/537.36 XiaoMi/MiuiBrowser/14.5.1-gn',
    'MIUI Browser',
    false,
  ],
  [
    'UC Browser',
    'Mozilla/5.0 (Linux; U; Android 11; en-US; RMX2193 Build/RP1A.200720.011) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/100.0.4896.58 UCBrowser/13.4.0.1306 Mobile Safari/537.36',
    'UCBrowser',
    false,
  ],
  [
    'Huawei Browser',
    'Mozilla/5.0 (Linux; Android 10; HarmonyOS; NOH-NX9; HMSCore 6.11.0.302) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 HuaweiBrowser/14.0.2.311 Mobile Safari/537.36',
    'Huawei Browser',
    false,
  ],
  [
    'DuckDuckGo on Android',
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile DuckDuckGo/5 Safari/537.36',
    'DuckDuckGo',
    false,
  ],
  [
    'Opera Mini',
    'Opera/9.80 (Android; Opera Mini/36.2.2254/119.132; U; id) Presto/2.12.423 Version/12.16',
    'Opera Mini',
    false,
  ],
];

describe('R-PAY-3, R-PAY-4: in-app and long-tail browsers, by their real user agents', () => {
  test.each(BROWSERS)('R-PAY-4: %s is named by its own name and is not offered Amazon Pay', (_what, ua, name) => {
    const agent = parseUserAgent(ua);
    expect(agent.browser.name).toBe(name);
    expect(amazonPaySupport(agent).supported).toBe(false);
  });

  test.each(BROWSERS)(
    'R-PAY-3: %s logs in by redirect exactly when it is an in-app view',
    (_what, ua, _name, inApp) => {
      const agent = parseUserAgent(ua);
      expect(isInAppBrowser(agent)).toBe(inApp);
      expect(amazonLoginMode(agent)).toBe(inApp ? 'redirect' : 'popup');
      // PayPal's own in-app flow (express checkout by redirect) for the apps' views.
      expect(paypalFlow({ subscription: false, inAppBrowser: isInAppBrowser(agent) })).toBe(
        inApp ? 'express' : 'payment',
      );
    },
  );

  test('R-PAY-4: the browsers Amazon Pay lists stay offered (Chrome on Android, Safari on iPhone, Facebook)', () => {
    for (const ua of [
      'Mozilla/5.0 (Linux; Android 14; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Linux; Android 13; SM-A536B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.210 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/446.0.0.37.107;]',
    ])
      expect(amazonPaySupport(parseUserAgent(ua)).supported).toBe(true);
  });
});
