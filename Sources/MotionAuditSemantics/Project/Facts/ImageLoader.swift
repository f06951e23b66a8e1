/// The image types whose creation names an image set, by framework: what the fact collector
/// records as an ``ImageReference`` and the missing-image-set rule checks, written once for both.
package enum ImageLoader: CaseIterable, Sendable {
  /// SwiftUI's `Image("…")`, `Image(decorative:)`.
  case swiftUI
  /// `UIImage(named:)`.
  case uiKit
  /// `NSImage(named:)`.
  case appKit

  /// The type called.
  package var names: Set<String> {
    switch self {
    case .swiftUI: ["Image"]
    case .uiKit: ["UIImage"]
    case .appKit: ["NSImage"]
    }
  }

  /// The labels of the argument that names the set; `""` is no label.
  package var nameLabels: Set<String> {
    switch self {
    case .swiftUI: ["", "decorative"]
    case .uiKit, .appKit: ["named", "imageLiteralResourceName"]
    }
  }

  /// The labels with which the call loads no image set (SF Symbols, images made in code or read
  /// from bytes or a file); `systemImage:` is a label.
  package var labelsLoadingElsewhere: Set<String> {
    switch self {
    case .swiftUI: ["systemName", "uiImage", "nsImage", "cgImage", "_internalSystemName"]
    case .uiKit: ["systemName", "cgImage", "ciImage", "data", "contentsOfFile"]
    case .appKit: ["data", "contentsOfFile", "cgImage"]
    }
  }

  /// The call as findings name it (`Image`, `UIImage(named:)`).
  package var api: String {
    switch self {
    case .swiftUI: "Image"
    case .uiKit: "UIImage(named:)"
    case .appKit: "NSImage(named:)"
    }
  }
}
