import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory motion-audit-fix [--target <name> ...]
/// [motion-audit options]`: `motion-audit --fix` over the package's source targets (all but
/// tests, or the ones named with `--target`). It asks for permission to write to the package
/// directory; `swift package motion-audit` only reads.
@main
struct MotionAuditFixPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let options = extractor.remainingArguments.filter { $0 != "--fix" }
    let package = context.package
    let targets = targetNames.isEmpty ? package.targets : try package.targets(named: targetNames)
    let root = package.directoryURL.standardizedFileURL.path
    let paths = Set(
      // Swift targets only: a path with no Swift file is an error.
      targets.compactMap { $0 as? SwiftSourceModuleTarget }
        .filter { !targetNames.isEmpty || $0.kind != .test }
        .map { target -> String in
          let path = target.directoryURL.standardizedFileURL.path
          return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
        })
    guard !paths.isEmpty else {
      Diagnostics.error("the package has no source targets to correct")
      return
    }
    let process = Process()
    process.executableURL = try context.tool(named: "motion-audit").url
    process.currentDirectoryURL = package.directoryURL
    process.arguments = paths.sorted() + ["--fix"] + options
    try process.run()
    process.waitUntilExit()
    if process.terminationReason != .exit || process.terminationStatus != 0 {
      Diagnostics.error(
        process.terminationStatus == 1
          ? "motion-audit --fix corrected what it could; the findings above need a person"
          : "motion-audit failed (exit \(process.terminationStatus))")
    }
  }
}
