import AnimationFiles
import Foundation
import MotionAuditSemantics
import MotionAuditSources
import MotionAuditSyntax

/// Summarizes project files: a pure function of a file's name, kind and bytes. Damaged files
/// become skip notes (kind `malformed`) with the reason and position; nothing here throws or
/// crashes on bad input.
package enum ProjectFileReader {
  /// Property lists larger than this are not Info.plists (real ones are a few kilobytes).
  package static let maximumPropertyListSize = 4 << 20

  /// The largest file of `kind` that is read: bigger ones are skipped unread.
  package static func maximumSize(of kind: ProjectFileKind) -> Int {
    switch kind {
    case .infoPlist, .assetCatalogContents: maximumPropertyListSize
    case .animation: AnimationFileLimits.default.maximumFileSize
    case .xcodeProject: 64 << 20
    case .image: Int.max
    }
  }

  /// The skip note of a file too large to read.
  package static func tooLarge(_ file: String, kind: ProjectFileKind) -> SkippedFile {
    SkippedFile(
      file: file, kind: .malformed,
      reason: "larger than \(maximumSize(of: kind) >> 20) MiB: not read")
  }

  package static func summarize(
    _ file: String, kind: ProjectFileKind, bytes: [UInt8]
  ) -> ProjectFileResult {
    var result = ProjectFileResult(file: file, kind: kind)
    func malformed(_ reason: String) -> ProjectFileResult {
      result.skipped = SkippedFile(file: file, kind: .malformed, reason: reason)
      return result
    }
    guard bytes.count <= maximumSize(of: kind) else {
      result.skipped = tooLarge(file, kind: kind)
      return result
    }
    switch kind {
    case .infoPlist:
      let text = SourceText(bytes: bytes)
      let isBinary = bytes.starts(with: PropertyListReader.binarySignature)
      func position(_ offset: Int) -> FindingPosition {
        isBinary ? .fileStart : FindingPosition(offset: offset, in: text)
      }
      do throws(PropertyListError) {
        let root = try PropertyListReader.read(bytes)
        result.summary = .infoPlist(try InfoPlistSummary(root, position: position))
      } catch {
        let point = position(error.offset)
        let location =
          isBinary ? "byte \(error.offset)" : Self.lineAndColumn(point.line, point.column)
        return malformed("not a readable property list (\(location): \(error.message))")
      }
    case .assetCatalogContents:
      guard var entry = AssetCatalogEntry(path: file) else { return result }
      do throws(JSONDocument.SyntaxError) {
        entry.providesNamespace = try AssetCatalogEntry.providesNamespace(in: bytes)
        result.summary = .assetCatalogEntry(entry)
      } catch {
        result.summary = .assetCatalogEntry(entry)
        return malformed(
          "asset catalog Contents.json is not valid JSON (\(Self.lineAndColumn(error.position.line, error.position.column)): "
            + "\(error.reason)); its set still counts by its folder's name")
      }
    case .animation:
      do throws(AnimationFileError) {
        let name = String(file.split(separator: "/").last ?? Substring(file))
        result.summary = .animation(
          AnimationSummary(try AnimationFileReader.read(Data(bytes), fileName: name)))
      } catch {
        return malformed("not a readable animation file: \(error.description)")
      }
    case .xcodeProject:
      let generates = [
        "INFOPLIST_KEY_UILaunchScreen_Generation", "INFOPLIST_KEY_UILaunchStoryboardName",
      ]
      .contains { bytes.contains(subsequence: $0.utf8) }
      result.summary = .xcodeProject(generatesLaunchScreen: generates)
    case .image:
      result.summary = .image
    }
    return result
  }

  private static func lineAndColumn(_ line: Int, _ column: Int) -> String {
    "line \(line), column \(column)"
  }
}
