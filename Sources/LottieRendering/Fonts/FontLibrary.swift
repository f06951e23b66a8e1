import Foundation

/// The font files given with an animation (`--fonts`), searched by the names the animation's
/// font list (`fonts.list`) gives each font.
struct FontLibrary {
  private let faces: [FontFace]

  /// Reads the faces of every file, in the order of their names, so that a font found in two
  /// files is always taken from the same one.
  init(files: [String: [UInt8]]) {
    faces = files.sorted { $0.key < $1.key }.flatMap { FontFace.faces(in: $0.value) }
  }

  /// The face After Effects named `postScriptName` (a font's `fName`); failing that, the face
  /// whose family and style are the font's `fFamily` and `fStyle`, compared without regard to
  /// case or surrounding spaces, with the typographic names (IDs 16, 17) before the legacy ones
  /// (IDs 1, 2): a file exported on a machine that had the font under another PostScript name
  /// still finds it, while a family that merely begins alike (`Cereal` and `Cereal App`) does
  /// not.
  func face(postScriptName: String, family: String?, style: String?) -> FontFace? {
    if let face = faces.first(where: { $0.postScriptName == postScriptName }) { return face }
    guard let family = family.map(Self.normalized), let style = style.map(Self.normalized),
      !family.isEmpty
    else { return nil }
    return faces.first { face in
      face.families.contains {
        Self.normalized($0.family) == family && Self.normalized($0.style) == style
      }
    }
  }

  private static func normalized(_ name: String) -> String {
    name.trimmingCharacters(in: .whitespaces).lowercased()
  }
}
