/// Tells whether an image exists, so that a mascot can check that each mood has its still pose
/// before anything is drawn.
///
/// An app backs it with its asset catalog; tests back it with a set of names:
///
/// ```swift
/// let images = MascotImageCatalog { UIImage(named: $0) != nil }     // UIKit
/// let images = MascotImageCatalog { NSImage(named: $0) != nil }     // AppKit
/// let images = MascotImageCatalog.containing(["mascot-mood-idle"])  // tests
/// ```
public struct MascotImageCatalog: Sendable {
  private let contains: @Sendable (String) -> Bool

  /// A catalog that asks `containsImage` whether an image of a given name exists.
  public init(containsImage: @escaping @Sendable (_ name: String) -> Bool) {
    contains = containsImage
  }

  /// A catalog holding exactly the images named `names`.
  public static func containing(_ names: Set<String>) -> MascotImageCatalog {
    MascotImageCatalog { names.contains($0) }
  }

  /// Whether an image named `name` exists.
  public func containsImage(named name: String) -> Bool {
    contains(name)
  }
}
