"""tomsb_env.envs"""
