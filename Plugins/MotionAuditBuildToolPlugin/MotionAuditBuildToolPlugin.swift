import Foundation
import PackagePlugin

/// Audits a target's Swift files whenever they change, and reports each finding as a compiler
/// diagnostic (`path:line:column: warning: …`), which `swift build` prints and Xcode shows inline.
///
/// Add it to a target with `plugins: [.plugin(name: "MotionAuditBuildToolPlugin", package:
/// "MotionAware")]`. Findings are warnings (and notes); only findings of severity `error` fail
/// the build. The audit reads the nearest `.motion-audit.json` above the files, and caches its
/// results in the plugin's work directory, the one place the build sandbox lets it write.
@main
struct MotionAuditBuildToolPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let module = target.sourceModule else { return [] }
    let files = module.sourceFiles(withSuffix: "swift").map(\.url)
    return try AuditBuildCommand(
      targetName: target.name, files: files,
      configuration: context.package.directoryURL.appendingPathComponent(".motion-audit.json"),
      tool: context.tool(named: "motion-audit").url,
      workDirectory: context.pluginWorkDirectoryURL
    ).commands()
  }
}

/// The one build command that audits a target: the tool run through `/bin/sh`, which marks the
/// audit done (an empty Swift file the target compiles) only when it passes, so a failing audit
/// runs again on the next build.
struct AuditBuildCommand {
  var targetName: String
  var files: [URL]
  /// `.motion-audit.json` of the package or project, an input when it exists.
  var configuration: URL
  var tool: URL
  var workDirectory: URL

  func commands() -> [Command] {
    guard !files.isEmpty else { return [] }
    let stamp = workDirectory.appendingPathComponent("MotionAudit-\(targetName).swift")
    let cache = workDirectory.appendingPathComponent("cache")
    var inputs = files
    if FileManager.default.fileExists(atPath: configuration.path) { inputs.append(configuration) }
    let script =
      "\"$0\" audit --format xcode --severity error --cache-path \"$1\" \"${@:3}\" "
      + "&& printf '// motion-audit passed for this target.\\n' > \"$2\""
    return [
      .buildCommand(
        displayName: "motion-audit \(targetName)",
        executable: URL(fileURLWithPath: "/bin/bash"),
        arguments: ["-c", script, tool.path, cache.path, stamp.path] + files.map(\.path),
        inputFiles: inputs + [tool],
        outputFiles: [stamp])
    ]
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension MotionAuditBuildToolPlugin: XcodeBuildToolPlugin {
    /// The same audit for a target of an Xcode project (Build Phases › Run Build Tool Plug-ins).
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws
      -> [Command]
    {
      let files = target.inputFiles.map(\.url).filter { $0.pathExtension == "swift" }
      return try AuditBuildCommand(
        targetName: target.displayName, files: files,
        configuration: context.xcodeProject.directoryURL.appendingPathComponent(
          ".motion-audit.json"),
        tool: context.tool(named: "motion-audit").url,
        workDirectory: context.pluginWorkDirectoryURL
      ).commands()
    }
  }
#endif
