// Apple APIs newer than the SDKs of the type-check (iOS 17.0, macOS 14.0) that the package uses
// behind `#available`, and one that those SDKs still spell differently. Each declaration is the one on the documentation page named above
// it; the bodies only make the file compile. Scripts/typecheck-apple-platforms.sh adds this file
// to the modules it checks when the SDK is older than iOS 18 and macOS 15; nothing else builds it.
#if canImport(SwiftUI)
  import Accessibility
  import SwiftUI
  import Symbols

  // https://developer.apple.com/documentation/accessibility/accessibilitysettings
  // (documented from iOS 14, but not declared in the iOS 17.0 and macOS 14.0 SDKs)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  struct AccessibilitySettings {}

  // https://developer.apple.com/documentation/accessibility/accessibilitysettings/animatedimagesenabled
  // https://developer.apple.com/documentation/accessibility/accessibilitysettings/animatedimagesenableddidchangenotification
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  extension AccessibilitySettings {
    static var animatedImagesEnabled: Bool { fatalError() }
    static var animatedImagesEnabledDidChangeNotification: Notification.Name { fatalError() }
  }

  // https://developer.apple.com/documentation/symbols/wigglesymboleffect
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var configuration: SymbolEffectConfiguration { fatalError() }
  }

  // https://developer.apple.com/documentation/symbols/rotatesymboleffect
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var configuration: SymbolEffectConfiguration { fatalError() }
  }

  // https://developer.apple.com/documentation/symbols/breathesymboleffect
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var configuration: SymbolEffectConfiguration { fatalError() }
  }

  // https://developer.apple.com/documentation/symbols/symboleffect/wiggle
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  extension SymbolEffect where Self == WiggleSymbolEffect {
    static var wiggle: WiggleSymbolEffect { fatalError() }
  }

  // https://developer.apple.com/documentation/symbols/symboleffect/rotate
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  extension SymbolEffect where Self == RotateSymbolEffect {
    static var rotate: RotateSymbolEffect { fatalError() }
  }

  // https://developer.apple.com/documentation/symbols/symboleffect/breathe
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  extension SymbolEffect where Self == BreatheSymbolEffect {
    static var breathe: BreatheSymbolEffect { fatalError() }
  }

  // https://developer.apple.com/documentation/swiftui/visualeffect/rotation3deffect(_:axis:anchor:anchorz:perspective:)
  // (iOS 17, macOS 14: the 17.0 and 14.0 SDKs call it `rotation3D`; later SDKs use this name for
  // the same versions, and the package's tools version needs one of those)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  extension VisualEffect {
    func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
      rotation3D(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)
    }
  }

  // https://developer.apple.com/documentation/symbols/bouncesymboleffect (Conforms To:
  // IndefiniteSymbolEffect, from iOS 18)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  extension BounceSymbolEffect: @retroactive IndefiniteSymbolEffect {}
#endif
