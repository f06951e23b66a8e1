import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where `stills --into` may write: an existing, writable asset catalog, and nowhere else.
extension StillsCommand {
  /// Stills named by frame are for reviewing an animation, not a mood's image set: they take no
  /// mood prefix unless one is asked for (or a `--name` makes one a mood's still).
  static func defaultPrefix(for selection: Selection, named name: String?) -> String {
    switch selection {
    case .frame, .progress, .allFrames: name == nil ? "" : "mascot-mood-"
    case .moods, .marker: "mascot-mood-"
    }
  }

  /// Checks that `catalog` is an asset catalog that exists and can be written, before anything
  /// is rendered; the error names the path and what to do.
  func checkCatalog(_ catalog: String, in context: CommandContext) throws(StillsFailure) {
    func failure(_ reason: String) -> StillsFailure {
      StillsFailure(
        messages: ["--into \(catalog): \(reason); nothing written"], exitCode: .usageError)
    }
    let url = URL(
      fileURLWithPath: catalog,
      relativeTo: URL(fileURLWithPath: context.currentDirectory, isDirectory: true)
    ).standardizedFileURL
    guard url.pathExtension == "xcassets" else {
      throw failure(
        "not an asset catalog (its name does not end in .xcassets); give the app's catalog, "
          + "such as App/Assets.xcassets, or write plain SVG files with --out <directory>")
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw failure(
        "no such asset catalog; check the path, or create the catalog in Xcode (File › New › "
          + "File… › Asset Catalog) first")
    }
    guard isDirectory.boolValue else {
      throw failure("a file, not an asset catalog folder; give the app's .xcassets folder")
    }
    guard FileManager.default.isWritableFile(atPath: url.path) else {
      throw failure("cannot be written (permission denied); make the catalog writable")
    }
  }

  /// The system's reason for a failed write, without Foundation's error domain and codes.
  static func reason(_ error: any Error) -> String {
    if let failure = error as? DirectoryReplacer.Failure { return failure.description }
    let error = error as NSError
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
    // Foundation opens its descriptions with a sentence that says nothing.
    let vague = "The operation could not be completed. "
    let description = error.localizedDescription
    return description.hasPrefix(vague) ? String(description.dropFirst(vague.count)) : description
  }
}
